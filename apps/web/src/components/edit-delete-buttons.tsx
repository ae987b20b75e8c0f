import { Pencil, Trash2 } from 'lucide-react';
import { Button } from './ui/button';

export interface EditDeleteButtonsProps {
  /** What the buttons act on, for their accessible names: "Edit Acme Corp", "Delete INV-0001". */
  name: string;
  onEdit(): void;
  onDelete(): void;
  isDeleting?: boolean;
}

/** The Edit and Delete buttons at the foot of a record's card; the caller decides what Delete does. */
export function EditDeleteButtons({ name, onEdit, onDelete, isDeleting }: EditDeleteButtonsProps) {
  return (
    <>
      <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${name}`}>
        <Pencil /> Edit
      </Button>
      <Button
        variant="outline"
        size="sm"
        className="text-danger"
        disabled={isDeleting}
        onClick={onDelete}
        aria-label={`Delete ${name}`}
      >
        <Trash2 /> Delete
      </Button>
    </>
  );
}
