import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ShareButtons } from "./ShareButtons";

describe("share buttons", () => {
  it("'Kopeeri link' copies the page address and announces 'Link kopeeritud' politely", async () => {
    const user = userEvent.setup(); // provides a clipboard at the browser-API boundary
    render(<ShareButtons />);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    await user.click(screen.getByRole("button", { name: "Kopeeri link" }));
    expect(await navigator.clipboard.readText()).toBe(window.location.href);
    expect(screen.getByRole("status")).toHaveTextContent("Link kopeeritud");
  });

  it("says so when the browser refuses to copy", async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new DOMException("denied", "NotAllowedError"));
    render(<ShareButtons />);
    await user.click(screen.getByRole("button", { name: "Kopeeri link" }));
    expect(screen.getByRole("status")).toHaveTextContent(/ei õnnestunud kopeerida/);
  });

  it("'Jaga Facebookis' opens Facebook's share dialog for this page in a new window without opener", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    render(<ShareButtons />);
    await userEvent.click(screen.getByRole("button", { name: "Jaga Facebookis" }));
    const [url, target, features] = open.mock.calls[0];
    expect(String(url)).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(window.location.href)}`,
    );
    expect(target).toBe("_blank");
    expect(features).toContain("noopener");
  });

  it("sits under the heading 'Jaga seda artiklit'", () => {
    render(<ShareButtons />);
    expect(screen.getByRole("region", { name: "Jaga seda artiklit" })).toBeInTheDocument();
  });
});
