import { describe, expect, it } from "vitest";
import { causeGroups, countByKind, NO_DECLARING_CHANGE, NO_SOURCE_CHANGE, noFilesSentence } from "./cause-groups.ts";
import { aChange } from "./fixtures/a-change.ts";

const change = aChange;

describe("grouping changes by cause", () => {
  it("puts changes with the same files together, largest group first, obsolete ones apart, and leaves out those not compared", () => {
    const token = ["tailwind.config.ts"];
    const changes = [
      change({ name: "a.png", causes: ["src/components/NotFound.tsx"] }),
      change({ name: "b.png", causes: token }),
      change({ name: "b.aria.yml", kind: "aria", causes: token }),
      change({ name: "c.png", causes: token }),
      change({ name: "d.png", status: "obsolete", causes: token }),
      change({ name: "e.png", status: "not-compared" }),
      change({ name: "f.png", causes: [] }),
      change({ name: "g.png", causesUnknown: "no graph" }),
    ];
    const groups = causeGroups(changes);
    expect(
      groups.map((group) => [group.changes.map((c) => c.name), group.causes, group.obsolete, group.unknown]),
    ).toEqual([
      [["b.png", "b.aria.yml", "c.png"], token, false, undefined],
      [["a.png"], ["src/components/NotFound.tsx"], false, undefined],
      [["d.png"], token, true, undefined],
      [["f.png"], [], false, undefined],
      [["g.png"], [], false, "no graph"],
    ]);
    expect(groups.map(noFilesSentence)).toEqual([
      NO_SOURCE_CHANGE,
      NO_SOURCE_CHANGE,
      NO_DECLARING_CHANGE,
      NO_SOURCE_CHANGE,
      "causes unknown: no graph",
    ]);
    expect(noFilesSentence({ causes: [], obsolete: true, unknown: "git has neither", changes: [] })).toBe(
      "causes unknown: git has neither",
    );
  });

  it("counts a group's pictures and texts", () => {
    const picture = change({ name: "a.png" });
    const text = change({ name: "a.aria.yml", kind: "aria" });
    expect(countByKind([picture, picture, text])).toBe("2 pictures and 1 text");
    expect(countByKind([picture])).toBe("1 picture");
    expect(countByKind([text, text])).toBe("2 texts");
  });
});
