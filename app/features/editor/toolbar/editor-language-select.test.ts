import { describe, expect, test } from "vitest";
import { languageLockReason } from "./editor-language-select.tsx";

describe("languageLockReason", () => {
  const idle = { editing: false, disableActions: false, saving: false, navigating: false };

  test("locked while editing or while actions are disabled; free in an idle preview", () => {
    expect(languageLockReason({ ...idle, editing: true })).toBe("editing");
    expect(languageLockReason({ ...idle, editing: true, saving: true })).toBe("editing");
    expect(languageLockReason({ ...idle, disableActions: true })).toBe("busy");
    expect(languageLockReason({ ...idle, saving: true })).toBe("busy");
    expect(languageLockReason({ ...idle, navigating: true })).toBe("busy");
    expect(languageLockReason(idle)).toBeNull();
  });
});
