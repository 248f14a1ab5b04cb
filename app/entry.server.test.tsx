import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { appContext, type AppLoadContext } from "#server/http/router-context.ts";
import { handleError } from "./entry.server.tsx";

function contextWithLog() {
  const logError = vi.fn();
  const logWarning = vi.fn();
  const context = new RouterContextProvider();
  context.set(appContext, { logError, logWarning } as unknown as AppLoadContext);
  return { context, logError, logWarning };
}

describe("handleError", () => {
  it("logs a form refused for its origin as one warning line, without a stack", () => {
    const { context, logError, logWarning } = contextWithLog();
    const request = new Request("https://shop.example/login", {
      method: "POST",
      headers: { origin: "https://evil.example" },
    });
    const refusal = new Error(
      "The `request.url` origin does not match `origin` header from a forwarded action request. Aborting the action.",
    );
    handleError(refusal, { request, context, params: {} });
    expect(logError).not.toHaveBeenCalled();
    expect(logWarning).toHaveBeenCalledWith("form refused: its origin is not the shop's", {
      origin: "https://evil.example",
      url: "https://shop.example/login",
    });
  });

  it("logs any other error with its stack", () => {
    const { context, logError, logWarning } = contextWithLog();
    const failure = new Error("database gone");
    handleError(failure, { request: new Request("https://shop.example/"), context, params: {} });
    expect(logError).toHaveBeenCalledWith(failure);
    expect(logWarning).not.toHaveBeenCalled();
  });
});
