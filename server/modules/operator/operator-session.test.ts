import { describe, expect, it } from "vitest";
import {
  hashOperatorSessionToken,
  isWellFormedOperatorToken,
  needsTouch,
  newOperatorSessionToken,
  operatorSessionPolicy,
  operatorSessionStatus,
} from "./operator-session.ts";

const MINUTE = 60_000;
const policy = operatorSessionPolicy({ OPERATOR_SESSION_IDLE_MINUTES: 120, OPERATOR_SESSION_MAX_HOURS: 12 });
const login = new Date("2026-11-22T08:00:00Z");
const at = (minutes: number) => new Date(login.getTime() + minutes * MINUTE);

describe("operatorSessionPolicy", () => {
  it("turns the configured minutes and hours into milliseconds", () => {
    expect(policy).toEqual({ idleMs: 120 * MINUTE, maxAgeMs: 12 * 60 * MINUTE, touchIntervalMs: MINUTE });
  });
});

describe("operatorSessionStatus", () => {
  it("holds while the operator is active, up to just before the idle time", () => {
    expect(operatorSessionStatus({ createdAt: login, lastSeenAt: login }, at(0), policy)).toBe("active");
    expect(operatorSessionStatus({ createdAt: login, lastSeenAt: login }, at(119.99), policy)).toBe("active");
  });

  it("ends after the idle time without a request", () => {
    expect(operatorSessionStatus({ createdAt: login, lastSeenAt: login }, at(120), policy)).toBe("idle-timeout");
    expect(operatorSessionStatus({ createdAt: login, lastSeenAt: at(100) }, at(221), policy)).toBe("idle-timeout");
  });

  it("ends at the maximum age however recent the last request was", () => {
    const busy = { createdAt: login, lastSeenAt: at(12 * 60 - 1) };
    expect(operatorSessionStatus(busy, at(12 * 60 - 0.5), policy)).toBe("active");
    expect(operatorSessionStatus(busy, at(12 * 60), policy)).toBe("max-age");
  });

  it("reports the maximum age first when both have passed", () => {
    expect(operatorSessionStatus({ createdAt: login, lastSeenAt: login }, at(13 * 60), policy)).toBe("max-age");
  });
});

describe("needsTouch", () => {
  it("stores the last-seen time at most once per touch interval", () => {
    expect(needsTouch(login, at(0.5), policy)).toBe(false);
    expect(needsTouch(login, at(1), policy)).toBe(true);
  });
});

describe("session tokens", () => {
  it("are 256 random bits in base64url, different every time", () => {
    const tokens = new Set(Array.from({ length: 50 }, newOperatorSessionToken));
    expect(tokens.size).toBe(50);
    for (const token of tokens) expect(isWellFormedOperatorToken(token)).toBe(true);
  });

  it("are stored as their SHA-256, never as themselves", () => {
    const token = newOperatorSessionToken();
    const hash = hashOperatorSessionToken(token);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token);
    expect(hashOperatorSessionToken(token)).toBe(hash);
  });

  it("refuses malformed cookie values before any lookup", () => {
    for (const value of [undefined, "", "short", `${"a".repeat(43)}=`, "a".repeat(44), `${"a".repeat(42)}/`]) {
      expect(isWellFormedOperatorToken(value)).toBe(false);
    }
  });
});
