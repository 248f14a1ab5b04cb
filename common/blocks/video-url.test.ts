import { describe, expect, it } from "vitest";
import { parseVideoUrl } from "./video-url.ts";

describe("video addresses", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "youtube"],
    ["https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s", "youtube"],
    ["https://m.youtube.com/watch?v=dQw4w9WgXcQ", "youtube"],
    ["https://youtu.be/dQw4w9WgXcQ?si=abc", "youtube"],
    ["https://www.youtube.com/shorts/dQw4w9WgXcQ", "youtube"],
    ["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", "youtube"],
    ["https://vimeo.com/76979871", "vimeo"],
    ["https://player.vimeo.com/video/76979871?h=abc", "vimeo"],
  ])("reads %s as %s, embedded without tracking cookies", (address, provider) => {
    const video = parseVideoUrl(address);
    expect(video?.provider).toBe(provider);
    expect(video?.embedUrl).toMatch(
      provider === "youtube"
        ? /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/
        : /^https:\/\/player\.vimeo\.com\/video\/76979871\?dnt=1/,
    );
  });

  it.each([
    "http://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com/watch?v=short",
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ"onload="x',
    "https://evil.example/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
    "https://user:pw@www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://vimeo.com/channels/staffpicks",
    "javascript:alert(1)",
    "",
  ])("refuses %s", (address) => {
    expect(parseVideoUrl(address)).toBeNull();
  });
});
