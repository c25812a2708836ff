import { removeMedia, type SingleMedia } from '../api/remove-media';
import { useRemoval } from '../hooks/use-removal';

/**
 * Removes the avatar, cover, CV or video after the spec's "Are you sure?". The button leaves with
 * what it removed, so focus moves to `focusAfter` (an element that stays) instead of the page top.
 */
export function RemoveMediaButton({
  kind,
  label,
  focusAfter,
  onRemoved,
}: {
  kind: SingleMedia;
  label: string;
  focusAfter: string;
  onRemoved: () => void;
}) {
  const remove = useRemoval();
  const onClick = async () => {
    const image = kind === 'avatar' || kind === 'cover';
    if (!(await remove(() => removeMedia(kind), image ? 'image' : 'file'))) return;
    onRemoved();
    document.getElementById(focusAfter)?.focus();
  };
  return (
    <button type="button" className="btn btn--ghost" onClick={() => void onClick()}>
      {label}
    </button>
  );
}
