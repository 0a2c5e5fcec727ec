import { describe, expect, it } from "vitest";
import { visualCommand } from "./cli-args.ts";
import { SUMMARY_USAGE } from "./summary-args.ts";

describe("the visual review's command lines", () => {
  it("write the review, or serve it", () => {
    expect(visualCommand(["review"])).toEqual({ command: "review", serve: false });
    expect(visualCommand(["review", "--serve"])).toEqual({ command: "review", serve: true });
  });

  it("accept the changes named, or all of them", () => {
    expect(visualCommand(["accept", "home-*", "about-desktop.png"])).toEqual({
      command: "accept",
      names: ["home-*", "about-desktop.png"],
      all: false,
    });
    expect(visualCommand(["accept", "--all"])).toEqual({ command: "accept", names: [], all: true });
  });

  it("print the summary with its options", () => {
    expect(visualCommand(["summary"])).toEqual({ command: "summary", options: {} });
    expect(visualCommand(["summary", "--fork"])).toEqual({ command: "summary", options: { fork: true } });
    expect(visualCommand(["summary", "--pictures-url", "https://example.com/pr-4/"])).toEqual({
      command: "summary",
      options: { picturesUrl: "https://example.com/pr-4/" },
    });
  });

  it("write the comment's pictures into the one folder named", () => {
    expect(visualCommand(["pictures", "reports/pictures"])).toEqual({ command: "pictures", dir: "reports/pictures" });
    for (const args of [["pictures"], ["pictures", "one", "two"]]) {
      expect(() => visualCommand(args), args.join(" ")).toThrow(
        /^Usage: npm run snapshots:pictures -- <empty folder>$/,
      );
    }
  });

  it("check for obsolete baselines, or remove them", () => {
    expect(visualCommand(["obsolete"])).toEqual({ command: "obsolete", remove: false });
    expect(visualCommand(["obsolete", "--remove"])).toEqual({ command: "obsolete", remove: true });
  });

  it.each([
    [["review", "--remove"], "Unknown option '--remove'", "npm run snapshots:review -- [--serve]"],
    [["review", "index.html"], "Unexpected argument 'index.html'", "npm run snapshots:review -- [--serve]"],
    [["accept", "--fork"], "Unknown option '--fork'", "npm run snapshots:accept -- <name>… | --all"],
    [["summary", "--serve"], "Unknown option '--serve'", SUMMARY_USAGE],
    [["pictures", "--all", "dir"], "Unknown option '--all'", "npm run snapshots:pictures -- <empty folder>"],
    [["obsolete", "--all"], "Unknown option '--all'", "npm run snapshots:obsolete -- [--remove]"],
    [
      ["obsolete", "--remove=yes"],
      "Option '--remove' does not take an argument",
      "npm run snapshots:obsolete -- [--remove]",
    ],
  ])("refuse %j, naming what is wrong and how the command goes", (args, why, usage) => {
    expect(() => visualCommand(args)).toThrow(why);
    expect(() => visualCommand(args)).toThrow(`. Usage: ${usage}`);
  });

  it("refuse a command they do not have, listing those they have", () => {
    const commands =
      ": review [--serve], accept, summary [--pictures-url <url> | --fork], pictures <dir> or obsolete [--remove].";
    expect(() => visualCommand(["remove"])).toThrow(`Unknown command "remove"${commands}`);
    expect(() => visualCommand([])).toThrow(`Unknown command ""${commands}`);
  });
});
