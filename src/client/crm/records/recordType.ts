import type { ComponentType, ReactNode } from 'react';
import type { z } from 'zod';
import type { SchemaForm, SchemaFormValues } from '../../components/useSchemaForm/useSchemaForm.ts';
import type { RouterInputs, RouterOutputs } from '../../trpc.ts';
import type { TableColumns } from '../../../shared/schemas/bulk.ts';
import type { RecordCardActions } from './RecordCard.tsx';
import type { RecordPath } from './recordUrl.ts';

/** A record as its list shows it. */
type RecordRow<K extends RecordPath> = RouterOutputs[K]['list']['items'][number];
/** A record as its detail and form show it. */
type RecordDetail<K extends RecordPath> = RouterOutputs[K]['byId'];
type RecordListInput<K extends RecordPath> = RouterInputs[K]['list'];

/** Another view of a record type's records, with the URL's filters and the kit's navigation. */
export type RecordView = {
  value: string;
  label: string;
  Component: ComponentType<{ params: URLSearchParams; onOpen: (id: string) => void }>;
};

/** A list's filter controls: the URL's search params, how to set one, and the view shown. */
export type FilterControlsProps = {
  params: URLSearchParams;
  setParam: (name: string, value: string | null) => void;
  /** The view shown: 'list', or one of `views`. */
  view: string;
};

/** What the kit's generic code needs of every record. */
export type Identified = { id: string };

/** A list row with the table view's columns, which the server's kit adds to every list (owner, next task, last activity). */
export type TableRow = Identified & { table: TableColumns };

/** A column of the table view: its heading, the list sort a click on it chooses, and its cell. */
export type TableColumn<Row> = { label: string; sort?: string; value: (row: Row) => ReactNode };

/**
 * The table view of a record type, beside its cards: the record's name (the first column, and how
 * a refused bulk action names it), the type's own columns, and which bulk changes it has besides
 * export and delete (an owner, a status). The kit adds the owner,
 * next task and last activity columns.
 */
export type TableConfig<Row> = {
  name: (row: Row) => string;
  /** The name column's heading, and the list sort a click on it chooses. */
  nameLabel: string;
  nameSort?: string;
  columns: readonly TableColumn<Row>[];
  owner?: boolean;
  /** The status field's name ('Status', 'Stage') and the choices src/shared's `bulkStatuses` offers. */
  status?: { label: string; options: readonly { value: string; label: string }[] };
};

/** The form of a record type: its values as typed, checked by its shared schema. */
export type RecordForm<Schema extends z.ZodType<object>> = SchemaForm<Schema>;

/**
 * A record type of the CRM, declared once: what its screens show. The record kit (this folder)
 * builds the list, detail, form, delete-with-Undo and every loading, empty, error and
 * not-found state from it, the same way for every type.
 */
export type RecordTypeConfig<K extends RecordPath, Schema extends z.ZodType<object>> = RecordType<
  Schema,
  RecordRow<K>,
  RecordDetail<K>,
  Omit<RecordListInput<K>, 'search' | 'sort' | 'after' | 'before' | 'pageSize'>
> & { path: K; list: { sorts: readonly SortOption<NonNullable<RecordListInput<K>['sort']>>[] } };

/** A sort the list offers: one of the list schema's sorts, and its label ('Newest first'). */
export type SortOption<Sort extends string = string> = { value: Sort; label: string };

/** The kit's view of a record type: its form schema, list row, detail and list filters. */
export type RecordType<Schema extends z.ZodType<object>, Row, Detail, Filters> = {
  /** The URL segment under /crm and the tRPC router's name. */
  path: RecordPath;
  /** 'Lead', as in 'Add Lead', 'Lead not found', 'Lead created successfully'. */
  singular: string;
  /** 'leads', as in 'Search leads...', 'No leads found matching your search.' */
  plural: string;
  list: {
    /** The sorts the list offers, the list schema's default first (each is index-backed on the server). */
    sorts: readonly SortOption[];
    /** A card of the list; it renders the kit's RecordCard with the given actions. */
    Card: ComponentType<{ record: Row; actions: RecordCardActions }>;
    /** The list's own filters: read from the URL's search params, shown beside the search box. */
    filters?: {
      fromUrl: (params: URLSearchParams) => Filters;
      Controls: ComponentType<FilterControlsProps>;
    };
    /**
     * Other views of the records (the opportunities' board), chosen beside the filters and kept
     * in the URL (`?view=`); the first is shown by default, the kit's list is 'list'.
     */
    views?: readonly RecordView[];
    /** A table view beside the cards, with bulk actions (chosen per person, remembered on the server). */
    table?: TableConfig<Row>;
  };
  detail: {
    /** The heading: name, a line under it, badges. */
    header: (record: Detail) => { title: string; subtitle?: string | null; badges?: ReactNode };
    /** The sections under the heading. */
    Sections: ComponentType<{ record: Detail }>;
    /** Buttons of the type's own beside Edit in the heading (a quote's Withdraw). */
    Actions?: ComponentType<{ record: Detail }>;
  };
  /** Absent for a read-only type (quotes): its screens have no Add, no Edit and no delete. */
  form?: RecordFormConfig<Schema, Detail>;
  /**
   * The server declares this type's likely duplicates: its form warns of them before a save,
   * its list has 'Possible duplicates', and two of its records merge into one.
   */
  duplicates?: boolean;
};

/** How a record type's form is built: its schema, starting values and fields. */
export type RecordFormConfig<Schema extends z.ZodType<object>, Detail> = {
  /** The schema the server checks create and update with; the form checks with it too. */
  schema: Schema;
  /**
   * The starting values: the record's, or the spec's defaults for a new one, which may come
   * from the URL's search params (an evidence request's `?account=` from its account's page).
   */
  values: (record: Detail | null, params: URLSearchParams) => SchemaFormValues<Schema>;
  /** The fields, in their sections. */
  Fields: ComponentType<{ form: RecordForm<Schema>; record: Detail | null }>;
  /** Said after the form's own check fails, beside the messages at the fields (leads toast a missing party). */
  onInvalid?: (errors: Record<string, unknown>) => void;
  /** The form only edits: the type's records are made elsewhere (a document by its upload), so no Add. */
  editOnly?: boolean;
  /** After a create, open the new record's page rather than the list (an evidence request, to send it). */
  openCreated?: boolean;
};
