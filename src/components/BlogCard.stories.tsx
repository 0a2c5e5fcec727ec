import type { Meta, StoryObj } from "@storybook/react-vite";
import { asGridCard } from "../../.storybook/decorators";
import { posts } from "../content/posts";
import { BlogCard } from "./BlogCard";

const meta = { title: "BlogCard", component: BlogCard, decorators: [asGridCard] } satisfies Meta<typeof BlogCard>;

export default meta;

export const Default: StoryObj<typeof meta> = { name: "default", args: { post: posts[0], imageImportance: "lcp" } };
