import { useState } from 'react';

/**
 * The state behind a list screen's form dialog (a new item, or one item to edit) and its delete confirmation.
 * `Deleting` differs from `Item` where the list shows items with more than they are edited with.
 */
export function useEditDialogs<Item, Deleting = Item>() {
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Item | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  return {
    formOpen,
    setFormOpen,
    editing,
    openCreate: () => {
      setEditing(null);
      setFormOpen(true);
    },
    openEdit: (item: Item) => {
      setEditing(item);
      setFormOpen(true);
    },
    deleting,
    setDeleting,
    closeDelete: () => setDeleting(null),
  };
}
