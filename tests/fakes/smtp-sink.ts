import { createServer, type AddressInfo, type Server, type Socket } from "node:net";

/** A message as the sink received it: the envelope and the raw RFC 5322 text (dot-unstuffed). */
export type SunkMail = { from: string; to: string[]; raw: string };

export type SmtpSink = {
  url: string;
  messages: SunkMail[];
  /** The next `count` messages are refused at DATA with 451 (a transient failure the sender retries). */
  failNext(count: number): void;
  /** Holds every DATA answer until `release` is called: to have sends in flight. */
  hold(): () => void;
  close(): Promise<void>;
};

/**
 * A small SMTP server (RFC 5321: EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT; no TLS,
 * no AUTH) that keeps what it receives, so tests send through nodemailer's real SMTP client.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SunkMail[] = [];
  const sockets = new Set<Socket>();
  let failures = 0;
  let gate: Promise<void> = Promise.resolve();

  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
    socket.setEncoding("utf8");
    let buffer = "";
    let inData = false;
    let from = "";
    let to: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);

    const endData = async (body: string) => {
      await gate;
      if (failures > 0) {
        failures -= 1;
        reply("451 4.3.0 Temporary failure, try again later");
      } else {
        messages.push({ from, to, raw: body.replace(/^\.\./gm, ".") });
        reply("250 2.0.0 Ok: queued");
      }
      from = "";
      to = [];
    };

    const command = (line: string) => {
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === "EHLO") socket.write("250-sink.test\r\n250-8BITMIME\r\n250 SMTPUTF8\r\n");
      else if (verb === "HELO") reply("250 sink.test");
      else if (verb === "MAIL") {
        from = /<([^>]*)>/.exec(line)?.[1] ?? "";
        reply("250 2.1.0 Ok");
      } else if (verb === "RCPT") {
        to.push(/<([^>]*)>/.exec(line)?.[1] ?? "");
        reply("250 2.1.5 Ok");
      } else if (verb === "DATA") {
        inData = true;
        reply("354 End data with <CR><LF>.<CR><LF>");
      } else if (verb === "RSET") {
        from = "";
        to = [];
        reply("250 2.0.0 Ok");
      } else if (verb === "NOOP") reply("250 2.0.0 Ok");
      else if (verb === "QUIT") {
        reply("221 2.0.0 Bye");
        socket.end();
      } else reply("502 5.5.2 Command not recognized");
    };

    socket.on("data", (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          const body = buffer.slice(0, end + 2);
          buffer = buffer.slice(end + 5);
          inData = false;
          void endData(body);
        } else {
          const end = buffer.indexOf("\r\n");
          if (end < 0) return;
          const line = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          command(line);
        }
      }
    });
    reply("220 sink.test ESMTP test sink");
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    failNext: (count) => (failures = count),
    hold() {
      let release = () => {};
      gate = new Promise<void>((resolve) => (release = resolve));
      return () => release();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
