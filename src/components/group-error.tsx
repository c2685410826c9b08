export function GroupError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="text-sm font-medium text-red-600">
      {error}
    </p>
  );
}
