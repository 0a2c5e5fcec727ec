import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { runScript, tempDir } from "./fake-commands.ts";

/**
 * A checkout as ci.yml's report job has it on a pull request: the whole history, and GitHub's merge
 * of the pull request's head into main checked out (detached), made here with git as GitHub makes it.
 */
function checkout({ mainMovesOn }: { mainMovesOn: boolean }) {
  const dir = tempDir();
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", ...args], { cwd: dir, encoding: "utf8" }).trim();
  mkdirSync(join(dir, ".ci"));
  cpSync(join(import.meta.dirname, "pictured-commits"), join(dir, ".ci", "pictured-commits"));
  const commit = (files: string[], message: string) => {
    for (const file of files) {
      mkdirSync(join(dir, file, ".."), { recursive: true });
      writeFileSync(join(dir, file), `${message}: ${file}`);
    }
    git("add", ...files);
    git("commit", "--quiet", "-m", message);
  };
  git("init", "--quiet", "--initial-branch=main");
  commit(["src/routes/home.tsx"], "the site");
  git("checkout", "--quiet", "-b", "fix");
  commit(["src/components/Header.tsx"], "the pull request");
  const head = git("rev-parse", "HEAD");
  git("checkout", "--quiet", "main");
  if (mainMovesOn) {
    commit(["tailwind.config.ts", "src/a.ts", "src/b.ts", "src/c.ts", "src/d.ts", "src/e.ts"], "main moves on");
  }
  const base = git("rev-parse", "HEAD");
  git("checkout", "--quiet", "--detach");
  git("merge", "--quiet", "--no-ff", "-m", "Merge fix into main", head);
  const merge = git("rev-parse", "HEAD");
  return { dir, head, base, merge, short: (sha: string) => sha.slice(0, 7) };
}

// The script only reads the checkout: each kind is made once, before the specs, and shared by them.
let checkouts: Record<"mainStill" | "mainMovedOn", ReturnType<typeof checkout>>;
beforeAll(() => {
  checkouts = { mainStill: checkout({ mainMovesOn: false }), mainMovedOn: checkout({ mainMovesOn: true }) };
});

const picture = (dir: string, env: Record<string, string>) =>
  runScript(join(dir, ".ci", "pictured-commits"), [], { env: { BASE_REF: "main", ...env } });

describe(".ci/pictured-commits", () => {
  it("says the merge pictured the same files as the head, which the render pictures, when main has not moved on", () => {
    const { dir, head, base, merge, short } = checkouts.mainStill;
    const run = picture(dir, { PULL_REQUEST_HEAD: head });
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(
      `**Pictured:** \`${short(merge)}\`, this pull request's head \`${short(head)}\` merged into \`main\` at \`${short(base)}\` ` +
        "as GitHub checks a pull request out: the same files as the head, which snapshots-render pictures and commits the baselines to.\n",
    );
  });

  it("says the render pictures the head without main's later changes, naming the files, when main has moved on", () => {
    const { dir, head, base, merge, short } = checkouts.mainMovedOn;
    const run = picture(dir, { PULL_REQUEST_HEAD: head });
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(
      `**Pictured:** \`${short(merge)}\`, this pull request's head \`${short(head)}\` merged into \`main\` at \`${short(base)}\` ` +
        "as GitHub checks a pull request out. snapshots-render pictures the head itself, where the baselines are committed, " +
        "without what `main` changed since the branch left it (6 file(s): `src/a.ts`, `src/b.ts`, `src/c.ts`, `src/d.ts`, " +
        "`src/e.ts` and 1 more): a picture those changes reach can come out otherwise there than here. " +
        "Merge `main` into the branch first to have both picture the same files.\n",
    );
  });

  it("says the head was pictured when it is what is checked out, and the commit alone on a push", () => {
    const { dir, merge, short } = checkouts.mainStill;
    expect(picture(dir, { PULL_REQUEST_HEAD: merge }).stdout).toBe(
      `**Pictured:** this pull request's head \`${short(merge)}\`, which snapshots-render pictures too.\n`,
    );
    expect(picture(dir, { PULL_REQUEST_HEAD: "" }).stdout).toBe(`**Pictured:** \`${short(merge)}\`.\n`);
  });

  it("names both when what is checked out is no merge of the head", () => {
    const { dir, base, merge, short } = checkouts.mainStill;
    expect(picture(dir, { PULL_REQUEST_HEAD: base }).stdout).toBe(
      `**Pictured:** \`${short(merge)}\`; this pull request's head is \`${short(base)}\`, which snapshots-render pictures.\n`,
    );
  });

  it("writes nothing to the summary, and warns, outside a git checkout", () => {
    const dir = tempDir();
    mkdirSync(join(dir, ".ci"));
    cpSync(join(import.meta.dirname, "pictured-commits"), join(dir, ".ci", "pictured-commits"));
    const run = picture(dir, { PULL_REQUEST_HEAD: "0123456789abcdef0123456789abcdef01234567" });
    expect(run.status).toBe(0);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain("::warning::Not a git checkout");
  });
});
