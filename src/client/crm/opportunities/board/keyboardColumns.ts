import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';

/**
 * Keyboard moves for the board: Left and Right put the held card on the previous or next column
 * (collapsed ones too); Up and Down do nothing, since a column's order is by time in stage.
 */
const steps: Partial<Record<string, number>> = {
  [KeyboardCode.Right as string]: 1,
  [KeyboardCode.Left as string]: -1,
};

export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const step = steps[event.code];
  if (step === undefined) return undefined;
  event.preventDefault();
  const { collisionRect, droppableRects, droppableContainers, over } = context;
  if (!collisionRect) return undefined;
  const columns = droppableContainers
    .getEnabled()
    .map((container) => ({ id: container.id, rect: droppableRects.get(container.id) }))
    .filter((column) => column.rect !== undefined)
    .sort((a, b) => (a.rect?.left ?? 0) - (b.rect?.left ?? 0));
  const current = columns.findIndex((column) => column.id === over?.id);
  const target = columns[current + step];
  if (!target?.rect) return undefined;
  return {
    x: target.rect.left + target.rect.width / 2 - collisionRect.width / 2,
    y: target.rect.top + target.rect.height / 2 - collisionRect.height / 2,
  };
};
