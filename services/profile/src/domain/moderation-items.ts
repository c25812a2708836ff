import type { ModerationItem } from '@mawadda/contracts';
import type { AssetRow, ModerationItemRow } from '../store/schema.js';
import { assetPath, imageFileName, isImageAsset } from './asset-files.js';
import type { MediaUrlSigner, MediaViewer } from './media-url.js';

/** The width a moderator's screen shows: the 640 rendition, or the nearest the image has. */
const QUEUE_WIDTH = 640;

function queueWidth(widths: number[]): number {
  const sorted = [...widths].sort((x, y) => x - y);
  return sorted.find((w) => w >= QUEUE_WIDTH) ?? sorted.at(-1)!;
}

/** The queue image, signed for the staff member reading it; null once the image is gone. */
function queueImage(asset: AssetRow | null, signer: MediaUrlSigner, viewer: MediaViewer) {
  if (!asset || !isImageAsset(asset)) return null;
  const width = queueWidth(asset.widths);
  const height = asset.width && asset.height ? Math.round((asset.height * width) / asset.width) : null;
  return { url: signer.sign(assetPath(asset, imageFileName(width)), viewer), width, height };
}

/** One queue item as staff read it (`moderationItemSchema`). */
export function queueItemOf(
  row: { item: ModerationItemRow; memberName: string | null; asset: AssetRow | null },
  signer: MediaUrlSigner,
  viewer: MediaViewer,
): ModerationItem {
  const { item } = row;
  return {
    id: item.id,
    memberId: item.memberId,
    memberName: row.memberName ?? '',
    kind: item.kind,
    status: item.status,
    submittedAt: item.submittedAt.toISOString(),
    decidedAt: item.decidedAt?.toISOString() ?? null,
    decidedBy: item.decidedBy,
    reason: item.reason,
    note: item.note,
    text: isTextKind(item.kind) ? item.text : null,
    image: isTextKind(item.kind) ? null : queueImage(row.asset, signer, viewer),
  };
}

/** The kinds a moderator reads as text: the about-me and the prompt answers. */
const isTextKind = (kind: ModerationItem['kind']) => kind === 'aboutMe' || kind === 'prompts';
