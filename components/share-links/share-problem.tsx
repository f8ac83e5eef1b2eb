import { Alert } from "@mantine/core";

/** Why a share link shows no report: gone (404), or opened too often for now (429). */
export function ShareProblem({ message }: { message: string }) {
  return (
    <Alert color="gray" title="Shared clearance report" maw={560} mx="auto">
      {message}
    </Alert>
  );
}
