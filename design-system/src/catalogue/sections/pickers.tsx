import { useState } from 'react';
import { FileUpload, ImageUpload, type UploadedFile } from '../../components/file-upload/file-upload';
import { MultiSelectPicker } from '../../components/multi-select-picker/multi-select-picker';
import { SkillSelection, type SkillSelectionValue } from '../../components/skill-selection/skill-selection';
import { TreePicker } from '../../components/tree-picker/tree-picker';
import { Demo, Grid, Output, Section } from '../layout';
import { sampleLocations, sampleLogo, sampleResponsibilities, sampleRoles, sampleSkills } from '../sample-data';

/** Multi-select, tree pickers, skill selection and uploads. */
export function PickersSection() {
  const [responsibilities, setResponsibilities] = useState<number[]>([1, 5]);
  const [role, setRole] = useState<number | null>(104);
  const [skillIds, setSkillIds] = useState<number[]>([4]);
  const [locations, setLocations] = useState<number[]>([202, 212]);
  const [skills, setSkills] = useState<SkillSelectionValue<number>>({ required: [3, 4], optional: [14] });
  const [cv, setCv] = useState<UploadedFile | null>(null);
  const [logo, setLogo] = useState<string | null>(sampleLogo);
  const [banner, setBanner] = useState<string | null>(null);
  return (
    <Section
      id="pickers"
      title="Pickers and uploads"
      description="Fuzzy search (threshold 0.4); trees select only assignable nodes, filter to matches and their ancestors, and grey out non-matching ancestors."
    >
      <Grid $min="320px">
        <Demo title="Multi-select picker">
          <MultiSelectPicker
            label="Responsibilities"
            items={sampleResponsibilities}
            value={responsibilities}
            onChange={setResponsibilities}
            searchPlaceholder="Search responsibilities"
          />
        </Demo>
        <Demo title="Multi-select picker, empty">
          <MultiSelectPicker label="Partner groups" items={[]} value={[]} onChange={() => undefined} />
        </Demo>
        <Demo title="Tree picker (role, leaves only)">
          <TreePicker
            label="Role"
            required
            nodes={sampleRoles}
            value={role}
            onChange={setRole}
            disallowParentSelection
            searchPlaceholder="Search roles"
          />
          <Output>{`role=${String(role)}`}</Output>
        </Demo>
        <Demo title="Tree picker (skills, multiple)">
          <TreePicker<number>
            multiple
            label="Skills"
            nodes={sampleSkills}
            value={skillIds}
            onChange={setSkillIds}
            searchPlaceholder="Search skills"
          />
        </Demo>
        <Demo title="Tree picker (locations: a country or its cities)">
          <TreePicker<number>
            multiple
            label="Locations"
            required
            nodes={sampleLocations}
            value={locations}
            onChange={setLocations}
            searchPlaceholder="Search locations"
            helperText="A country includes all its cities"
            error={locations.length === 0 ? 'When office or hybrid is selected, location is required' : undefined}
          />
          <Output>{`locations=[${locations.join(', ')}]`}</Output>
        </Demo>
        <Demo title="Tree picker, disabled">
          <TreePicker<number>
            multiple
            label="Locations (disabled)"
            nodes={sampleLocations}
            value={[]}
            onChange={() => undefined}
            disabled
            searchPlaceholder="Search locations"
            helperText="A remote-only position has no location"
          />
        </Demo>
        <Demo title="Tree picker, read-only">
          <TreePicker
            label="Skills (read-only)"
            nodes={sampleSkills}
            value={10}
            onChange={() => undefined}
            isReadOnly
          />
        </Demo>
        <Demo title="Uploads">
          <FileUpload
            label="CV"
            accept=".pdf,.doc,.docx"
            value={cv}
            onChange={setCv}
            helperText=".pdf, .doc or .docx"
          />
          <ImageUpload label="Logo" value={logo} onChange={setLogo} alt="Company logo" />
          <ImageUpload label="Banner" variant="banner" value={banner} onChange={setBanner} alt="Company banner" />
        </Demo>
      </Grid>
      <Demo title="Skill selection (required and optional stay exclusive)">
        <SkillSelection skills={sampleSkills} value={skills} onChange={setSkills} />
        <Output>{`required=[${skills.required.join(', ')}] optional=[${skills.optional.join(', ')}]`}</Output>
      </Demo>
    </Section>
  );
}
