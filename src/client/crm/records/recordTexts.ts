/** Every text of the kit's screens, from a type's 'Lead' and 'leads'. */
export function recordTexts({ singular, plural }: { singular: string; plural: string }) {
  const lower = singular.toLowerCase();
  return {
    add: `Add ${singular}`,
    addTitle: `Add New ${singular}`,
    edit: `Edit ${singular}`,
    save: `Save ${singular}`,
    search: `Search ${plural}...`,
    loading: `Loading ${plural}...`,
    loadFailed: `Error loading ${plural}`,
    empty: `No ${plural} found matching your search.`,
    none: `No ${plural} yet.`,
    back: `Back to ${plural}`,
    notFound: `${singular} not found`,
    failedToLoad: `Failed to load ${lower}`,
    created: `${singular} created successfully`,
    updated: `${singular} updated successfully`,
    saveFailed: `Failed to save ${lower}`,
    deleted: `${singular} deleted successfully`,
    deleteFailed: `Failed to delete ${lower}`,
    restored: `${singular} restored`,
    restoreFailed: `Failed to restore ${lower}`,
  };
}

export type RecordTexts = ReturnType<typeof recordTexts>;
