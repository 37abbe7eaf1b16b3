import { PageHeader } from '@benchlink/design-system';
import { useParams } from 'react-router';

/** Add Talent / Edit talent: the page frame; its feature lands with its own issue. */
export default function TalentFormPage() {
  const { talentId } = useParams();
  return <PageHeader title={talentId ? 'Edit talent' : 'Add Talent'} />;
}
