import type { MultiGridBlock } from "#common/blocks/block-schema.ts";
import { useT } from "~/lib/i18n.tsx";
import { errorsUnder, type FieldErrors } from "./block-errors.ts";
import { ChoiceField, type Choice } from "./choice-fields.tsx";
import { ContentBlockForm } from "./content-block-form.tsx";
import { FieldErrorText, NumberInput } from "./form-fields.tsx";
import { FormSection } from "./form-section.tsx";
import {
  allowedCellChoices,
  cellChoice,
  GRID_WIDTH_TOTAL,
  MAX_COLUMNS,
  widthsTotal,
  withCell,
  withCellChoice,
  withColumnCount,
  withColumnWidth,
  type CellChoice,
  type GridCell,
} from "./grid-columns.ts";

type Patch = { configuration?: MultiGridBlock["configuration"]; content?: MultiGridBlock["content"] };

/**
 * A MultiGrid (header name "Image + Text"): the number of columns (1-4), each column's width
 * (1-12; together more than 12 is shown as an error) and its block (Banner, Rich text, Image
 * or empty) with that block's form nested in the column's group.
 */
export function MultiGridForm({
  block,
  onChange,
  errors,
  newUuid = () => crypto.randomUUID(),
}: {
  block: MultiGridBlock;
  onChange: (patch: Patch) => void;
  errors: FieldErrors;
  newUuid?: () => string;
}) {
  const t = useT();
  const widths = block.configuration.columnWidths;
  const total = widthsTotal(widths);
  return (
    <FormSection title={t("blockForms.sections.columns")}>
      <NumberInput
        label={t("blockForms.columns.count")}
        value={widths.length}
        min={1}
        max={MAX_COLUMNS}
        onChange={(count) => {
          if (count === widths.length) return;
          const { columnWidths, content } = withColumnCount(block, count);
          onChange({ configuration: { ...block.configuration, columnWidths }, content });
        }}
      />
      <p className={total > GRID_WIDTH_TOTAL ? "text-sm font-semibold text-red-700" : "text-sm"} aria-live="polite">
        {t("blockForms.columns.total", { total })}
      </p>
      <FieldErrorText error={errors["configuration.columnWidths"]} />
      <FieldErrorText error={errors["content"]} />
      {widths.map((width, index) => (
        <GridColumn
          key={index}
          index={index}
          width={width}
          cell={block.content[index]}
          content={block.content}
          errors={errors}
          onWidth={(next) =>
            onChange({ configuration: { ...block.configuration, columnWidths: withColumnWidth(widths, index, next) } })
          }
          onChoice={(choice) => onChange({ content: withCellChoice(block.content, index, choice, newUuid()) })}
          onCell={(cell) => onChange({ content: withCell(block.content, index, cell) })}
        />
      ))}
    </FormSection>
  );
}

function GridColumn({
  index,
  width,
  cell,
  content,
  errors,
  onWidth,
  onChoice,
  onCell,
}: {
  index: number;
  width: number;
  cell: GridCell | undefined;
  content: readonly GridCell[];
  errors: FieldErrors;
  onWidth: (width: number) => void;
  onChoice: (choice: CellChoice) => void;
  onCell: (cell: GridCell) => void;
}) {
  const t = useT();
  const number = index + 1;
  const allowed = allowedCellChoices(content, index);
  const choices: Choice<CellChoice>[] = [
    { id: "Banner", label: t("blockForms.columns.cellNames.Banner") },
    { id: "TextCard", label: t("blockForms.columns.cellNames.TextCard") },
    { id: "Image", label: t("blockForms.columns.cellNames.Image") },
    { id: "empty", label: t("blockForms.columns.empty") },
  ];
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-neutral-400 p-3">
      <legend className="px-1 font-bold">{t("blockForms.columns.column", { number })}</legend>
      <NumberInput
        label={t("blockForms.columns.width", { number })}
        value={width}
        min={1}
        max={GRID_WIDTH_TOTAL}
        onChange={onWidth}
        error={errors[`configuration.columnWidths.${index}`]}
      />
      <ChoiceField
        label={t("blockForms.columns.cellType", { number })}
        value={cellChoice(content, index)}
        choices={choices}
        disabledChoices={choices.map((choice) => choice.id).filter((id) => !allowed.includes(id))}
        hint={index > content.length ? t("blockForms.columns.fillFirst") : undefined}
        onChange={onChoice}
      />
      {cell && (
        <ContentBlockForm
          key={cell.meta.uuid}
          block={cell}
          errors={errorsUnder(errors, `content.${index}`)}
          onChange={(edited) => onCell(edited as GridCell)}
        />
      )}
    </fieldset>
  );
}
