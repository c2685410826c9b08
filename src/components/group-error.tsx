/**
 * The error of a group of choices (a fieldset of checkboxes or radios), said in full under it: a
 * fieldset has no label for FieldLabel's tooltip, so the fieldset's aria-describedby points here.
 */
export function GroupError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="text-sm font-medium text-red-600">
      {error}
    </p>
  );
}
