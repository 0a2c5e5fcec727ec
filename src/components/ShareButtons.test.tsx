import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ShareButtons } from "./ShareButtons";

const ARTICLE_PATH = "/blog/kodutreening-vs-jousaal";

describe("share buttons", () => {
  // The visitor is on an article, not on the site's root, so "the page address" means something.
  beforeEach(() => window.history.pushState({}, "", `${ARTICLE_PATH}?ref=uudiskiri`));
  afterEach(() => window.history.pushState({}, "", "/"));

  it("'Kopeeri link' copies the address of the page the visitor is on and announces 'Link kopeeritud' politely @article-share-copy", async () => {
    const user = userEvent.setup(); // provides a clipboard at the browser-API boundary
    render(<ShareButtons path={ARTICLE_PATH} />);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    await user.click(screen.getByRole("button", { name: "Kopeeri link" }));
    expect(await navigator.clipboard.readText()).toBe(`http://localhost:3000${ARTICLE_PATH}?ref=uudiskiri`);
    expect(screen.getByRole("status")).toHaveTextContent("Link kopeeritud");
  });

  it("says so when the browser refuses to copy", async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new DOMException("denied", "NotAllowedError"));
    render(<ShareButtons path={ARTICLE_PATH} />);
    await user.click(screen.getByRole("button", { name: "Kopeeri link" }));
    expect(screen.getByRole("status")).toHaveTextContent(/ei õnnestunud kopeerida/);
  });

  it("'Jaga Facebookis' sends the page address to Facebook's share dialog in a new window @article-share-facebook", () => {
    render(<ShareButtons path={ARTICLE_PATH} />);
    const share = screen.getByRole("button", { name: "Jaga Facebookis" });
    const form = share.closest("form");
    expect(share).toHaveAttribute("type", "submit");
    expect(form).toHaveAttribute("action", "https://www.facebook.com/sharer/sharer.php");
    expect(form).toHaveAttribute("method", "get");
    expect(form).toHaveAttribute("target", "_blank");
    expect(form).toHaveFormValues({ u: `http://localhost:3000${ARTICLE_PATH}?ref=uudiskiri` });
  });

  it("sits under the heading 'Jaga seda artiklit' @article-share-facebook @article-share-copy", () => {
    render(<ShareButtons path={ARTICLE_PATH} />);
    expect(screen.getByRole("region", { name: "Jaga seda artiklit" })).toBeInTheDocument();
  });
});
