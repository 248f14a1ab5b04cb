import { describe, expect, it } from "vitest";
import { createEventBus } from "./event-bus.ts";

type Events = { placed: { id: number }; paid: { cents: number } };

describe("the event bus", () => {
  it("runs the handlers of one event in order, and only those", async () => {
    const bus = createEventBus<Events>();
    const heard: string[] = [];
    bus.on("placed", ({ id }) => void heard.push(`first ${id}`));
    bus.on("placed", async ({ id }) => {
      await Promise.resolve();
      heard.push(`second ${id}`);
    });
    bus.on("paid", () => void heard.push("paid"));
    await bus.emit("placed", { id: 7 });
    expect(heard).toEqual(["first 7", "second 7"]);
  });

  it("stops at the first failure of emit and throws it", async () => {
    const bus = createEventBus<Events>();
    const heard: number[] = [];
    bus.on("paid", () => {
      throw new Error("no");
    });
    bus.on("paid", ({ cents }) => void heard.push(cents));
    await expect(bus.emit("paid", { cents: 100 })).rejects.toThrow("no");
    expect(heard).toEqual([]);
  });

  it("runs every handler of emitSettled and hands each failure over", async () => {
    const bus = createEventBus<Events>();
    const heard: number[] = [];
    const failures: unknown[] = [];
    bus.on("paid", () => Promise.reject(new Error("first failed")));
    bus.on("paid", ({ cents }) => void heard.push(cents));
    await bus.emitSettled("paid", { cents: 5 }, (error) => failures.push(error));
    expect(heard).toEqual([5]);
    expect(failures).toEqual([new Error("first failed")]);
  });

  it("forgets a handler that was removed, and a bus knows nothing of another bus", async () => {
    const bus = createEventBus<Events>();
    const other = createEventBus<Events>();
    const heard: number[] = [];
    const off = bus.on("placed", ({ id }) => void heard.push(id));
    other.on("placed", () => void heard.push(-1));
    await bus.emit("placed", { id: 1 });
    off();
    await bus.emit("placed", { id: 2 });
    expect(heard).toEqual([1]);
  });
});
