import { readErrorMessage } from "@freight/api-client/api-error";
import type { CustomerProfile } from "@freight/api-client/types";
import { getServerApi } from "@/lib/api/server-api";

export type ProfileOutcome =
  | { kind: "signed-in"; profile: CustomerProfile }
  | { kind: "signed-out" }
  | { kind: "unavailable"; status: number; message: string };

/** Asks the API who the visitor is (GET /users/me answers 401 without a valid session). */
export async function loadProfile(): Promise<ProfileOutcome> {
  const api = await getServerApi();
  try {
    const { data, error, response } = await api.GET("/users/me");
    if (data) return { kind: "signed-in", profile: data };
    if (response.status === 401) return { kind: "signed-out" };
    return {
      kind: "unavailable",
      status: response.status,
      message: readErrorMessage(error, `The account service answered ${response.status}.`) ?? "",
    };
  } catch (failure) {
    console.error("GET /users/me failed:", failure instanceof Error ? failure.message : failure);
    return { kind: "unavailable", status: 0, message: "The account service could not be reached." };
  }
}
