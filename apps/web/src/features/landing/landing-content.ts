import { cacheLife, cacheTag } from "next/cache";
import type { Banner, Hero, Review, Schema, Vacancy } from "@freight/api-client/types";

type Faq = Schema<"Faq">;
import { readPublic } from "@freight/api-client/api-read";
import { getSharedReadApi } from "@/lib/api/server-api";
import { deferDuringBuild } from "@/lib/cache/defer-during-build";

export type HomeData = Schema<"HomeData">;
export type { Banner, Hero, Review, Vacancy };

async function cachedHomeData(): Promise<HomeData> {
  "use cache";
  // The home data holds hubs, services and vacancies too: a change to any of them refreshes it.
  cacheTag("home", "hubs", "services", "vacancies");
  cacheLife("publicContent");
  return readPublic(getSharedReadApi().GET("/main/homedata"), "GET /main/homedata");
}

/** Everything the home page shows in one call; throws when the API cannot answer. */
export async function loadHomeData(): Promise<HomeData> {
  await deferDuringBuild();
  return cachedHomeData();
}

async function cachedVacancies(): Promise<Vacancy[]> {
  "use cache";
  cacheTag("vacancies");
  cacheLife("publicContent");
  return (await readPublic(getSharedReadApi().GET("/vacancies"), "GET /vacancies")).items;
}

/** The open positions; throws when the API cannot answer. */
export async function loadVacancies(): Promise<Vacancy[]> {
  await deferDuringBuild();
  return cachedVacancies();
}

async function cachedFaqs(): Promise<Faq[]> {
  "use cache";
  cacheTag("faqs");
  cacheLife("publicContent");
  return (await readPublic(getSharedReadApi().GET("/faqs"), "GET /faqs")).items;
}

/** The FAQ page's questions in order; throws when the API cannot answer. */
export async function loadFaqs(): Promise<Faq[]> {
  await deferDuringBuild();
  return cachedFaqs();
}

/** Questions under their topics, topics in the order their first question comes. */
export function faqsByTopic(items: readonly Faq[]): { topic: string; entries: Faq[] }[] {
  const groups = new Map<string, Faq[]>();
  for (const item of items) groups.set(item.topic, [...(groups.get(item.topic) ?? []), item]);
  return [...groups].map(([topic, entries]) => ({ topic, entries }));
}
