/**
 * A TLS-terminating reverse proxy on loopback, as shops run behind (nginx, a load balancer,
 * a CDN): https with a self-signed certificate (Debian's openssl), the upstream's own Host
 * (rewritten, as `proxy_set_header Host $proxy_host` does) and the browser's address in
 * X-Forwarded-Host, X-Forwarded-Proto and X-Forwarded-For.
 */
import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { createServer, type Server } from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./shop-server.ts";

export type TlsProxy = { url: string; stop: () => Promise<void> };

async function selfSignedCertificate(): Promise<{ key: Buffer; cert: Buffer }> {
  const dir = await mkdtemp(path.join(tmpdir(), "shop-tls-"));
  try {
    const [key, cert] = [path.join(dir, "key.pem"), path.join(dir, "cert.pem")];
    execFileSync(
      "openssl",
      ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, "-days", "1"].concat([
        "-subj",
        "/CN=localhost",
        "-addext",
        "subjectAltName=DNS:localhost",
      ]),
      { stdio: "ignore" },
    );
    return { key: await readFile(key), cert: await readFile(cert) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Proxies https://localhost:{port} to `upstream` (an http:// origin). */
export async function startTlsProxy(upstream: string): Promise<TlsProxy> {
  const target = new URL(upstream);
  const port = await freePort();
  const server: Server = createServer(await selfSignedCertificate(), (incoming, outgoing) => {
    const headers = { ...incoming.headers };
    headers["x-forwarded-host"] = incoming.headers.host ?? "";
    headers["x-forwarded-proto"] = "https";
    const forwardedFor = incoming.headers["x-forwarded-for"];
    headers["x-forwarded-for"] = [forwardedFor, incoming.socket.remoteAddress].filter(Boolean).join(", ");
    headers.host = target.host;
    const proxied = httpRequest(
      { host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    proxied.on("error", () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(proxied);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `https://localhost:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
