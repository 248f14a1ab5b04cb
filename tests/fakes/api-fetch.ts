/** A fetch for the API client's unit tests: records every request and answers from a queue. */
import { vi } from "vitest";
import { createApiClient, type ApiClientOptions } from "~/lib/api-client.ts";

type Recorded = { url: string; method: string; headers: Headers; body: RequestInit["body"]; init: RequestInit };
type Answer = Response | Error | (() => Response);

export const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { ...init, headers: { "content-type": "application/json", ...init.headers } });

/** A fetch that records every request and answers from a queue (last answer repeats). */
export function fakeFetch(...answers: Answer[]) {
  const requests: Recorded[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    requests.push({ url: String(input), method: init.method ?? "GET", headers, body: init.body, init });
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    if (answer instanceof Error) throw answer;
    if (typeof answer === "function") return answer();
    return answer?.clone() ?? json({ data: null });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests };
}

/** An API client over `fakeFetch` with the given answers (locale "en" unless set). */
export function client(answers: Answer[], options: Partial<ApiClientOptions> = {}) {
  const fake = fakeFetch(...answers);
  return { api: createApiClient({ fetch: fake.fetch, getLocale: () => "en", ...options }), ...fake };
}

/** The spec's example error: POST /api/doLogin answered 401. */
export const loginError = { error: { key: "invalidLoginData", code: 401, message: "Invalid login data" } };
