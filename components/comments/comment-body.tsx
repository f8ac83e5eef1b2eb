import { Anchor, Text } from "@mantine/core";
import { Fragment } from "react";

import { parseCommentBody } from "@/lib/comments/markdown";

/**
 * A comment's Markdown-lite body as React elements: text stays text (React escapes it), links
 * are http(s) only and open in a new tab without handing the opener or referrer over.
 */
export function CommentBody({ body }: { body: string }) {
  return (
    <Text size="sm" style={{ overflowWrap: "anywhere" }}>
      {parseCommentBody(body).map((line, index) => (
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line.map((part, at) =>
            part.kind === "link" ? (
              <Anchor
                key={at}
                href={part.href}
                target="_blank"
                rel="noopener noreferrer nofollow"
                inherit
              >
                {part.text}
              </Anchor>
            ) : (
              <Fragment key={at}>{part.text}</Fragment>
            ),
          )}
        </Fragment>
      ))}
    </Text>
  );
}
