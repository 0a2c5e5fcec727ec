import { describe, expect, it } from "vitest";
import { shootUntilTwoAgree } from "./shoot-until-agree.ts";

/** Shots that show these in turn, and how many were taken. */
function shots(...shown: string[]) {
  const taken = { count: 0 };
  const shoot = async () => Buffer.from(shown[taken.count++] ?? "beyond the shots given");
  return { shoot, taken };
}

describe("shooting until two shots in a row agree", () => {
  it("gives the shot that is the same as the one before it, and takes no more", async () => {
    const { shoot, taken } = shots("a", "b", "b", "c");
    expect(await shootUntilTwoAgree({ shoot, limit: 10, picture: "home.png" })).toEqual(Buffer.from("b"));
    expect(taken.count).toBe(3);
  });

  it("compares the next shot with a first one taken before, and counts it among the limit", async () => {
    const agreeing = shots("a");
    const first = Buffer.from("a");
    expect(await shootUntilTwoAgree({ shoot: agreeing.shoot, limit: 10, picture: "home.png", first })).toEqual(first);
    expect(agreeing.taken.count).toBe(1);
    const differing = shots("b", "c", "d");
    await expect(shootUntilTwoAgree({ shoot: differing.shoot, limit: 3, picture: "home.png", first })).rejects.toThrow(
      "home.png did not settle: 3 shots in a row differed.",
    );
    expect(differing.taken.count).toBe(2);
  });

  it("agrees at the limit's shot at the latest", async () => {
    const { shoot, taken } = shots("a", "b", "c", "c");
    expect(await shootUntilTwoAgree({ shoot, limit: 4, picture: "home.png" })).toEqual(Buffer.from("c"));
    expect(taken.count).toBe(4);
  });

  it("gives up after the limit's shots all differed, naming the picture", async () => {
    const { shoot, taken } = shots("a", "b", "c", "c");
    await expect(shootUntilTwoAgree({ shoot, limit: 3, picture: "engines/firefox/home-desktop.png" })).rejects.toThrow(
      new Error("engines/firefox/home-desktop.png did not settle: 3 shots in a row differed."),
    );
    expect(taken.count).toBe(3);
  });
});
