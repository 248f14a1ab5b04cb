import { describe, expect, it } from "vitest";
import { z } from "zod";
import { acceptsVerb, defineOperation, type Verb } from "./operation.ts";
import { AppError, httpStatusFor } from "../errors.ts";

const handler = async () => null;
const query = defineOperation({ name: "q", kind: "query", access: "anonymous", input: z.strictObject({}), handler });
const mutation = defineOperation({
  name: "m",
  kind: "mutation",
  access: "anonymous",
  input: z.strictObject({}),
  handler,
});
const putMutation = defineOperation({
  name: "p",
  kind: "mutation",
  verb: "PUT",
  access: "customer",
  input: z.strictObject({}),
  handler,
});

describe("defineOperation", () => {
  it("uses POST unless a verb is given", () => {
    expect(query.verb).toBe("POST");
    expect(putMutation.verb).toBe("PUT");
  });
});

describe("acceptsVerb", () => {
  const verbs: (Verb | "OPTIONS" | "HEAD")[] = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"];
  const accepted = (operation: Parameters<typeof acceptsVerb>[0]) =>
    verbs.filter((verb) => acceptsVerb(operation, verb));

  it("lets queries come as GET or POST", () => {
    expect(accepted(query)).toEqual(["GET", "POST"]);
  });

  it("never lets mutations come as GET", () => {
    expect(accepted(mutation)).toEqual(["POST"]);
    expect(accepted(putMutation)).toEqual(["POST", "PUT"]);
  });
});

describe("AppError", () => {
  it("maps each kind to one HTTP status", () => {
    expect(
      (
        [
          "invalid_data",
          "unauthorized",
          "not_allowed",
          "not_found",
          "conflict",
          "too_many_requests",
          "unexpected",
        ] as const
      ).map(httpStatusFor),
    ).toEqual([400, 401, 403, 404, 409, 429, 500]);
  });

  it("takes its code from the kind unless given", () => {
    expect(new AppError("conflict", "emailAlreadyExists").code).toBe(409);
    expect(new AppError("invalid_data", "payloadTooLarge", { code: 413 }).code).toBe(413);
    const error = new AppError("too_many_requests", "tooManyRequests", {
      retryAfterSeconds: 12,
      values: { seconds: 12 },
    });
    expect(error).toMatchObject({
      name: "AppError",
      key: "tooManyRequests",
      retryAfterSeconds: 12,
      message: "tooManyRequests",
    });
  });
});
