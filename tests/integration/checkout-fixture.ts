import { expect } from "vitest";
import type { ApiResult, ShopClient } from "./shop-client.ts";

export const PASSWORD = "Sicher123";

export function expectError(result: ApiResult<unknown>, status: number, key: string): void {
  expect({ status: result.status, key: result.body.error?.key }).toEqual({ status, key });
  expect(result.body.data).toBeUndefined();
}

/** The id of a state of a country with states (an address there needs one). */
export async function stateIdOf(client: ShopClient, iso: string): Promise<number> {
  const answer = await client.call("getCountries", { includeInactive: false }, { method: "POST" });
  const country = answer.body.data?.countries.find((candidate) => candidate.isoCode2 === iso);
  const state = country?.states[0];
  if (!state) throw new Error(`the seed has no state of ${iso}`);
  return state.id;
}

export const germanStateId = (client: ShopClient) => stateIdOf(client, "DE");

export function germanAddress(stateId: number, overrides: Record<string, unknown> = {}) {
  return {
    firstName: "Ada",
    lastName: "Lovelace",
    streetName: "Hauptstraße",
    houseNumber: "5a",
    zipCode: "10115",
    city: "Berlin",
    stateId,
    countryId: 1,
    ...overrides,
  };
}

export async function registerCustomer(client: ShopClient, email: string): Promise<void> {
  const result = await client.call("doRegisterUser", { email, password: PASSWORD, repeatPassword: PASSWORD });
  expect(result.status).toBe(200);
}

export async function createAddressFor(
  client: ShopClient,
  typeId: 1 | 2,
  address: Record<string, unknown>,
): Promise<number> {
  const answer = await client.call("createAddress", { typeId, address } as never);
  expect(answer.status).toBe(200);
  const id = (answer.body.data as { id?: number } | undefined)?.id;
  if (!id) throw new Error(`createAddress failed: ${answer.text}`);
  return id;
}
