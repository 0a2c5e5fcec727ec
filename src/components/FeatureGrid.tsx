import { Bot, ChartLine, Dumbbell, type IconNode, MessagesSquare, Salad } from "lucide";
import { type Feature, features } from "../content/about";
import { Icon } from "./Icon";

const icons: Record<Feature["icon"], IconNode> = {
  dumbbell: Dumbbell,
  salad: Salad,
  bot: Bot,
  messages: MessagesSquare,
  chart: ChartLine,
};

export function FeatureGrid() {
  return (
    <ul className="grid gap-x-10 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
      {features.map((feature) => {
        const icon = icons[feature.icon];
        return (
          <li key={feature.title} className="flex gap-4">
            <Icon icon={icon} className="size-11 shrink-0 rounded-xl bg-ink p-2.5 text-lime" />
            <div>
              <h3 className="text-lg font-bold">{feature.title}</h3>
              <p className="mt-2 text-muted">{feature.text}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
