import { useState } from 'react';
import { Checkbox, CheckboxGroup } from '../../components/checkbox/checkbox';
import { Chip, CHIP_TONES, VisibilityChip } from '../../components/chip/chip';
import { DateField } from '../../components/date-field/date-field';
import { AddIcon, MailIcon } from '../../components/icons/icons';
import { NumberField } from '../../components/number-field/number-field';
import { RadioList } from '../../components/radio-list/radio-list';
import { MonthsPicker, NumberSelect, Select } from '../../components/select/select';
import { YearsField } from '../../components/select/years-field';
import { Switch } from '../../components/switch/switch';
import { TextArea } from '../../components/text-area/text-area';
import { PasswordField, TextField } from '../../components/text-field/text-field';
import { formatDate } from '../../formatters/formatters';
import { Demo, Grid, Inline, Output, Section } from '../layout';

const seniorities = [
  { value: 1, label: 'Junior' },
  { value: 2, label: 'Medior' },
  { value: 3, label: 'Senior' },
];

// Just over the 3000-character company description limit, to show the exceeded state.
const longDescription =
  'We are a Zagreb-based software consultancy building web platforms for fintech and logistics clients. '
    .repeat(31)
    .slice(0, 3004);

const workModes = [
  { value: 'REMOTE', label: 'Remote' },
  { value: 'OFFICE', label: 'Office' },
  { value: 'HYBRID', label: 'Hybrid' },
];

const statuses = [
  { value: 1, label: 'Opened' },
  { value: 2, label: 'Other' },
];

/** Text fields and text areas with counters. */
function TextDemos() {
  const [bio, setBio] = useState('Senior engineer with');
  const [description, setDescription] = useState(longDescription);
  return (
    <>
      <Demo title="Text fields">
        <TextField label="Company name" placeholder="Company name" required />
        <TextField label="Website" placeholder="https://" helperText="Optional; shown on your public page" />
        <TextField
          label="E-mail"
          defaultValue="not-an-email"
          error="must be a valid email"
          startAdornment={<MailIcon size={18} />}
        />
        <TextField label="Username" defaultValue="admin" disabled />
        <PasswordField label="Password" placeholder="Password" required defaultValue="secret123" />
      </Demo>
      <Demo title="Text areas with counters">
        <TextArea
          label="Bio"
          placeholder="Tell partners about this talent"
          minLength={50}
          value={bio}
          onChange={(event) => setBio(event.target.value)}
        />
        <TextArea label="Hiring process" minLength={30} maxLength={500} defaultValue="" />
        <TextArea
          label="Description"
          maxLength={3000}
          rows={3}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <TextArea label="Notes" maxLength={200} defaultValue="Remote-first team in Zagreb." rows={3} />
      </Demo>
    </>
  );
}

/** Number inputs, negatives and an error. */
function NumberDemo() {
  const [hours, setHours] = useState<number | undefined>(40);
  const [offset, setOffset] = useState<number | undefined>(-2);
  return (
    <Demo title="Numbers">
      <NumberField label="Hours per week" required value={hours} onChange={setHours} endAdornment="h/w" />
      <NumberField label="Offset (negatives allowed)" allowNegative value={offset} onChange={setOffset} />
      <NumberField
        label="Rate min"
        value={undefined}
        onChange={() => undefined}
        endAdornment="€/h"
        error="Minimum rate cannot be greater than maximum rate"
      />
      <Output>{`hours=${String(hours)} offset=${String(offset)}`}</Output>
    </Demo>
  );
}

/** Years, months and dates. */
function DatesDemo() {
  const [months, setMonths] = useState<number | undefined>(6);
  const [years, setYears] = useState<number | undefined>(3);
  const [pickedYears, setPickedYears] = useState<number | undefined>(2);
  const [startDate, setStartDate] = useState<string | undefined>(formatDate(new Date()));
  return (
    <Demo title="Experience and dates">
      <Grid $min="120px">
        <YearsField value={years} onChange={setYears} />
        <MonthsPicker value={months} onChange={setMonths} required />
      </Grid>
      <YearsField label="Years (pick list)" maxYears={40} value={pickedYears} onChange={setPickedYears} />
      <DateField
        label="Start date"
        required
        value={startDate}
        onChange={setStartDate}
        minDate={new Date()}
        helperText="Not before today"
      />
      <DateField
        label="End date"
        value={undefined}
        onChange={() => undefined}
        error="end date cannot be before start date"
      />
      <Output>{`years=${String(years)} months=${String(months)} start=${String(startDate)}`}</Output>
    </Demo>
  );
}

/** Selects, required and optional. */
function SelectsDemo() {
  const [seniority, setSeniority] = useState<string | undefined>();
  const [minYears, setMinYears] = useState<number | undefined>(0);
  return (
    <Demo title="Selects">
      <Select label="Seniority" required options={seniorities} defaultValue="2" />
      <Select label="Seniority (optional)" options={seniorities} value={seniority ?? ''} onValueChange={setSeniority} />
      <NumberSelect
        label="Minimum years of experience"
        min={0}
        max={15}
        value={minYears}
        onChange={setMinYears}
        required
      />
      <Select label="Seniority (error)" required options={seniorities} error="Seniority is required" />
      <Output>{`seniority=${String(seniority)} minYears=${String(minYears)}`}</Output>
    </Demo>
  );
}

/** Checkboxes, radios and switches. */
function ChoicesDemo() {
  const [modes, setModes] = useState<string[]>(['REMOTE']);
  const [status, setStatus] = useState<number>(1);
  const [isPublic, setPublic] = useState(true);
  const [hasAlerts, setAlerts] = useState(false);
  return (
    <Demo title="Choices">
      <CheckboxGroup label="Work mode" required options={workModes} value={modes} onChange={setModes} />
      <CheckboxGroup
        label="Work mode (error)"
        options={workModes}
        value={[]}
        onChange={() => undefined}
        error="Select at least one work mode"
      />
      <RadioList label="Position status" options={statuses} value={status} onChange={setStatus} />
      <Checkbox label="Show Partners only" defaultChecked />
      <Checkbox label="Disabled option" disabled />
      <Switch label="Public" checked={isPublic} onChange={(event) => setPublic(event.target.checked)} />
      <Switch label="E-mail alerts" checked={hasAlerts} onChange={(event) => setAlerts(event.target.checked)} />
    </Demo>
  );
}

/** Chips in every tone, clickable and removable. */
function ChipsDemo() {
  const [chips, setChips] = useState(['React', 'TypeScript', 'Node.js']);
  return (
    <Demo title="Chips">
      <Inline>
        <VisibilityChip isPublic />
        <VisibilityChip isPublic={false} />
      </Inline>
      <Inline>
        {CHIP_TONES.map((tone) => (
          <Chip key={tone} label={tone} tone={tone} />
        ))}
      </Inline>
      <Inline>
        <Chip
          label="Import from company"
          tone="primary"
          icon={<AddIcon size={14} />}
          onClick={() => setChips((current) => [...new Set([...current, 'AWS'])])}
        />
        <Chip label="ACTIVE" tone="success" />
        <Chip label="INACTIVE" tone="neutral" />
      </Inline>
      <Inline>
        {chips.map((chip) => (
          <Chip
            key={chip}
            label={chip}
            tone="info"
            onDelete={() => setChips((current) => current.filter((item) => item !== chip))}
          />
        ))}
      </Inline>
    </Demo>
  );
}

/** Text, number, date, select and choice inputs in their states. */
export function InputsSection() {
  return (
    <Section
      id="inputs"
      title="Inputs"
      description="Labels are tied to their inputs; required fields show an asterisk on label and placeholder; errors turn the field red and are announced."
    >
      <Grid>
        <TextDemos />
        <NumberDemo />
        <DatesDemo />
        <SelectsDemo />
        <ChoicesDemo />
        <ChipsDemo />
      </Grid>
    </Section>
  );
}
