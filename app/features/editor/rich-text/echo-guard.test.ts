import { describe, expect, it } from "vitest";
import { createEchoGuard } from "./echo-guard.ts";

describe("createEchoGuard", () => {
  it("treats the editor's own reports as echoes, also a late one", () => {
    const guard = createEchoGuard();
    guard.reported("<p>a</p>");
    guard.reported("<p>ab</p>");
    expect(guard.isFromOutside("<p>a</p>")).toBe(false);
    expect(guard.isFromOutside("<p>ab</p>")).toBe(false);
  });

  it("sees a value nobody reported as from outside", () => {
    const guard = createEchoGuard();
    expect(guard.isFromOutside("<p>restored</p>")).toBe(true);
    guard.reported("<p>x</p>");
    expect(guard.isFromOutside("<p>other</p>")).toBe(true);
  });

  it("sees an undo back to an earlier report as from outside once the store caught up", () => {
    const guard = createEchoGuard();
    guard.reported("<p>a</p>");
    guard.reported("");
    expect(guard.isFromOutside("")).toBe(false);
    expect(guard.isFromOutside("<p>a</p>")).toBe(true);
    expect(guard.isFromOutside("")).toBe(true);
  });
});
