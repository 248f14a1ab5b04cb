import { describe, expect, it } from "vitest";
import { z } from "zod";
import { OperatorContext } from "../modules/operator/operator-context.ts";
import type { OperatorIdentity } from "../modules/operator/operator.ts";
import { Session } from "../modules/session/session.ts";
import { createMemoryPageCache } from "../modules/page-cache/index.ts";
import { invokeOperation } from "./caller.ts";
import type { RequestContext } from "./context.ts";
import { AppError } from "../errors.ts";
import { defineOperation, type Access } from "./operation.ts";

function operationFor(access: Access) {
  return defineOperation({
    name: `test-${access}`,
    kind: "mutation",
    access,
    input: z.strictObject({}),
    handler: async () => "ran",
  });
}

function contextWith(operator: OperatorContext, userId?: number): RequestContext {
  // Only the access check, the handler and the page cache (an operator's write retires pages) read it here.
  const services = { pageCache: createMemoryPageCache() } as RequestContext["services"];
  return { session: new Session(null, userId ? { userId } : null), operator, services } as RequestContext;
}

const operatorAs = (role: OperatorIdentity["role"]) =>
  new OperatorContext({ identity: { id: 7, email: "o@example.com", name: "O", role }, tokenHash: "h" }, "edit");

async function refusal(access: Access, ctx: RequestContext): Promise<AppError | null> {
  try {
    await invokeOperation(operationFor(access), {}, ctx);
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

describe("the operator access policies", () => {
  it("refuse a request without an operator session with editorSessionExpired (401)", async () => {
    for (const access of ["operator", "staff", "owner"] as const) {
      for (const operator of [new OperatorContext(), new OperatorContext(null, "edit", true)]) {
        expect(await refusal(access, contextWith(operator))).toMatchObject({
          key: "editorSessionExpired",
          code: 401,
        });
      }
    }
  });

  it("do not accept a logged-in customer as an operator", async () => {
    expect((await refusal("operator", contextWith(new OperatorContext(), 5)))?.key).toBe("editorSessionExpired");
  });

  it("let editors and owners edit pages, staff and owners handle orders, and only owners run owner operations", async () => {
    const forbidden = { key: "forbidden", code: 403 };
    expect(await refusal("operator", contextWith(operatorAs("editor")))).toBeNull();
    expect(await refusal("operator", contextWith(operatorAs("owner")))).toBeNull();
    expect(await refusal("operator", contextWith(operatorAs("staff")))).toMatchObject(forbidden);
    expect(await refusal("staff", contextWith(operatorAs("staff")))).toBeNull();
    expect(await refusal("staff", contextWith(operatorAs("owner")))).toBeNull();
    expect(await refusal("staff", contextWith(operatorAs("editor")))).toMatchObject(forbidden);
    expect(await refusal("owner", contextWith(operatorAs("owner")))).toBeNull();
    expect(await refusal("owner", contextWith(operatorAs("editor")))).toMatchObject(forbidden);
    expect(await refusal("owner", contextWith(operatorAs("staff")))).toMatchObject(forbidden);
  });

  it("do not make an operator a customer", async () => {
    expect((await refusal("customer", contextWith(operatorAs("owner"))))?.key).toBe("unauthorized");
  });
});
