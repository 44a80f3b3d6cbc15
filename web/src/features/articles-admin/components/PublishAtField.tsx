// 'Publicar em': typed as DD/MM/AAAA HH:mm or picked on a calendar, always in Brasília time. The text
// and the picker's value are both wall-clock times (no zone), so the browser's zone plays no part; the
// instant is computed from the text by @pauta/model (parseBrasiliaDateTime).
import { useState } from 'react';
import { ActionIcon, Popover, TextInput } from '@mantine/core';
import { InlineDateTimePicker } from '@mantine/dates';
import '@mantine/dates/styles.css';
// dayjs' pt-br locale: the calendar's month and day names (locale="pt-br" below).
import 'dayjs/locale/pt-br';
import { brasiliaFields, BRASILIA_DATE_TIME_PATTERN, PUBLISH_AT_MAX_CHARS } from '@pauta/model';
import { pickerValueOf, textOfPickerValue } from '../lib/publish-at';

interface Props {
  value: string;
  error?: string;
  onChange(value: string): void;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Mantine's mark on a picker's controls: a dialog around them leaves Escape to the picker. */
const STOP_ESCAPE = { 'data-mantine-stop-propagation': true } as const;

function CalendarIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M16 3v4M8 3v4M3 10h18" />
    </svg>
  );
}

export function PublishAtField({ value, error, onChange }: Props) {
  const [opened, setOpened] = useState(false);
  const today = brasiliaFields(Date.now());
  return (
    <TextInput
      label="Publicar em"
      description="Horário de Brasília"
      placeholder={BRASILIA_DATE_TIME_PATTERN}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
      maxLength={PUBLISH_AT_MAX_CHARS}
      inputMode="numeric"
      autoComplete="off"
      rightSection={
        <Popover opened={opened} onChange={setOpened} position="bottom-end" withinPortal trapFocus shadow="md">
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label="Escolher data e hora no calendário"
              onClick={() => setOpened((o) => !o)}
              // While the calendar is open, Escape here closes it (and not a dialog around the field).
              {...(opened && STOP_ESCAPE)}
              onKeyDown={(e) => {
                if (e.key === 'Escape' && opened) setOpened(false);
              }}
            >
              <CalendarIcon />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown>
            <InlineDateTimePicker
              locale="pt-br"
              fullWidth={false}
              value={pickerValueOf(value)}
              // The calendar starts from the typed time (07:00 when none is typed yet).
              defaultTimeValue={pickerValueOf(value)?.slice(11, 16) ?? '07:00'}
              minDate={`${today.year}-${pad(today.month)}-${pad(today.day)}`}
              onChange={(picked) => picked && onChange(textOfPickerValue(picked))}
              onSubmit={() => setOpened(false)}
              submitButtonProps={{ 'aria-label': 'Usar esta data e hora' }}
              timePickerProps={{
                hoursInputProps: { 'aria-label': 'Hora', ...STOP_ESCAPE },
                minutesInputProps: { 'aria-label': 'Minutos', ...STOP_ESCAPE },
              }}
              // Marks the calendar's controls as Mantine's own pickers do, so Escape closes the
              // calendar and not a dialog the field sits in.
              __stopPropagation
            />
          </Popover.Dropdown>
        </Popover>
      }
    />
  );
}
