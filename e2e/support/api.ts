import type { APIRequestContext } from "@playwright/test";
import { urls } from "./servers";

/** Reads the seeded data straight from the API, so journeys check what the site shows against its source. */
export async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${urls.api}${path}`);
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}`);
  return (await response.json()) as T;
}

export interface ApiHub {
  name: string;
  slug: string;
  address: string;
}

export interface ApiBlogPost {
  url: string;
  name: string;
  author: string;
  /** The cover, as an absolute address. */
  photo: string;
  body?: string;
}

export interface ApiProductPage {
  items: { id: number; name: string }[];
  totalPages: number;
  totalItems: number;
}
