/**
 * A Matomo stand-in for tests: GET /matomo.js is a tracker that sends every queued `_paq`
 * command (and each one pushed later) to GET /matomo.php as query parameters, as the real one
 * reports; the fake keeps every request it was sent. On another port than the shop: a third
 * party, as a shop's Matomo is.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeMatomo = {
  url: string;
  /** Every request's path and query, in order ("/matomo.js", "/matomo.php?action=trackPageView&..."). */
  requests: string[];
  close(): Promise<void>;
};

const TRACKER = `(() => {
  const queue = window._paq || [];
  let trackerUrl = "";
  const send = (command) => {
    const [action, ...args] = command;
    if (action === "setTrackerUrl") { trackerUrl = args[0]; return; }
    if (!trackerUrl) return;
    const query = new URLSearchParams({ action: String(action) });
    args.forEach((arg, index) => query.set("a" + index, String(arg)));
    fetch(trackerUrl + "?" + query, { mode: "no-cors", credentials: "omit" });
  };
  for (const command of queue) send(command);
  window._paq = { push: (...commands) => commands.forEach(send) };
})();`;

export async function startFakeMatomo(): Promise<FakeMatomo> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(request.url ?? "");
    if (request.url === "/matomo.js") {
      response.writeHead(200, { "Content-Type": "text/javascript" }).end(TRACKER);
      return;
    }
    response.writeHead(204, { "Access-Control-Allow-Origin": "*" }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
