import { beforeEach, it } from "vitest";
import { createApp } from "#server/http/app.ts";
import { createDatabaseSessionStore } from "#server/modules/session/session-store.ts";
import { describeDatabases } from "./harness.ts";
import { addSessionConcurrencyCatalog, expectParallelSessionWritesKept } from "./session-concurrency.ts";

describeDatabases("parallel requests of one session (database store)", (shop) => {
  beforeEach(() => addSessionConcurrencyCatalog(shop().db));

  it("keep every change on one node", async () => {
    await expectParallelSessionWritesKept([shop().app]);
  });

  it("keep every change across two nodes sharing the database", async () => {
    const { services } = shop().runtime;
    const second = createApp({ services, sessions: createDatabaseSessionStore(services.db) });
    await expectParallelSessionWritesKept([shop().app, second]);
  });
});
