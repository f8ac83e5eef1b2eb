"use client";

import { ActionIcon, Kbd, Modal, Table } from "@mantine/core";
import { IconKeyboard } from "@tabler/icons-react";

import { SHORTCUTS } from "./keys";

/** The keyboard shortcuts, opened by its button or by `?`. */
export function ShortcutsHelp({
  opened,
  onChange,
}: {
  opened: boolean;
  onChange: (opened: boolean) => void;
}) {
  return (
    <>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Keyboard shortcuts"
        title="Keyboard shortcuts (?)"
        onClick={() => onChange(true)}
      >
        <IconKeyboard size={18} aria-hidden />
      </ActionIcon>
      <Modal opened={opened} onClose={() => onChange(false)} title="Keyboard shortcuts">
        <Table verticalSpacing={4} aria-label="Keyboard shortcuts">
          <Table.Tbody>
            {SHORTCUTS.map(({ keys, does }) => (
              <Table.Tr key={`${keys}:${does}`}>
                <Table.Td w={150}>
                  <Kbd size="xs">{keys}</Kbd>
                </Table.Td>
                <Table.Td fz="sm">{does}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Modal>
    </>
  );
}
