/** `npm run theme:css`: writes the theme's CSS variables (lib/site/theme-stylesheet.ts). */
import fs from "node:fs";

import { theme } from "@/config/theme";
import { themeStylesheet } from "@/lib/site/theme-stylesheet";

fs.writeFileSync("config/theme-variables.css", themeStylesheet(theme));
