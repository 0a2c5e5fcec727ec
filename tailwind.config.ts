import type { Config } from "tailwindcss";

/**
 * The Vormis design tokens: every colour, the font and the content width live
 * here once. Contrast (checked against WCAG 2.2): ink on paper/tint ≥ 14:1,
 * muted on paper ≥ 7:1, leaf on paper ≥ 5:1, ink on lime ≥ 11:1.
 */
export default {
  content: ["./src/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        ink: "#0e1a14",
        paper: "#fbfcf8",
        tint: "#eef5e4",
        muted: "#46524b",
        lime: { DEFAULT: "#b6f03c", soft: "#e3fab5" },
        leaf: "#1f6b2e",
        line: "#d5dfcc",
      },
      fontFamily: {
        sans: ['"Plus Jakarta Sans Variable"', "ui-sans-serif", "system-ui", "sans-serif"],
      },
      maxWidth: {
        content: "72rem",
        prose: "68ch",
      },
      borderRadius: {
        card: "1.5rem",
      },
      boxShadow: {
        card: "0 1px 2px rgb(14 26 20 / 0.06), 0 12px 32px -12px rgb(14 26 20 / 0.18)",
      },
    },
  },
} satisfies Config;
