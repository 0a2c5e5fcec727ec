// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { noteStoryErrors } from "./story-errors";

describe("the errors a story logs as it renders and plays", () => {
  let noting: ReturnType<typeof noteStoryErrors> | undefined;
  afterEach(() => {
    noting?.stop();
    vi.restoreAllMocks();
  });

  it("are each console.error, as one line of its arguments, still passed on to the console", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    noting = noteStoryErrors();
    const failure = new Error("expect(element).toBeDisabled()");
    console.error(failure);
    console.error("Form submission error", 500);
    expect(noting.errors).toEqual(["Error: expect(element).toBeDisabled()", "Form submission error 500"]);
    expect(logged).toHaveBeenCalledWith(failure);
  });

  it("are the errors nothing caught and the promises nobody handled, as the window hears of them", () => {
    noting = noteStoryErrors();
    window.dispatchEvent(new ErrorEvent("error", { message: "Cannot read properties of null" }));
    const rejected = new Event("unhandledrejection");
    Object.assign(rejected, { reason: new Error("the inbox did not answer") });
    window.dispatchEvent(rejected);
    expect(noting.errors).toEqual([
      "uncaught: Cannot read properties of null",
      "unhandled rejection: Error: the inbox did not answer",
    ]);
  });

  it("are none from before the story, nor from after it stopped noting, and none that a story's own spy took", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    console.error("the story before");
    noting = noteStoryErrors();
    // The network-failure story keeps its expected message off the console with a spy of its own.
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    console.error("Form submission error");
    spy.mockRestore();
    noting.stop();
    console.error("the story after");
    window.dispatchEvent(new ErrorEvent("error", { message: "after" }));
    window.dispatchEvent(Object.assign(new Event("unhandledrejection"), { reason: "after" }));
    expect(noting.errors).toEqual([]);
  });

  it("are still passed on, and no longer noted, by a story that has stopped whose spy was put back after it stopped", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    noting = noteStoryErrors();
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    // The catalogue goes to the next story: this story stops noting first, then Storybook puts its spy back.
    noting.stop();
    spy.mockRestore();
    console.error("the next story's error");
    expect(noting.errors).toEqual([]);
    expect(logged).toHaveBeenCalledWith("the next story's error");
  });

  it("give the console back as it was when nothing replaced it meanwhile", () => {
    const before = console.error;
    noting = noteStoryErrors();
    noting.stop();
    expect(console.error).toBe(before);
  });
});
