import Link from "next/link";

import { marketingLinks } from "@/config/nav";
import { site } from "@/config/site";

import classes from "./site-brand.module.css";

/**
 * The header's left side (spec §2): the logo home and the marketing links. Plain elements, so
 * the sign-in screens show the same header without loading Mantine.
 */
export function SiteBrand() {
  return (
    <div className={classes.brand}>
      <Link href="/" className={classes.home} aria-label={`${site.name} home`}>
        {/* A vector logo: nothing for next/image to optimise, and its browser code spared. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src="/logo.svg" alt="" width={28} height={28} />
        <span className={classes.name}>{site.name}</span>
      </Link>
      <nav aria-label="Marketing" className={classes.links}>
        {marketingLinks.map((link) => (
          <a key={link.key} href={link.href} className={classes.link}>
            {link.label}
          </a>
        ))}
      </nav>
    </div>
  );
}
