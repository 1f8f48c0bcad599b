import { createFileRoute } from '@tanstack/react-router';
import { PageHeading } from '../components/layout/page-heading';
import { AssessmentCards } from '../features/assessment/components/assessment-list';
import { AssignedList } from '../features/assessment/components/assigned-list';
import { ProfileLinks } from '../features/profile/components/profile-links';
import { XuankeNotice } from '../features/xuanke-round/xuanke-notice';
import { useUserInfo } from '../session/user';

export const Route = createFileRoute('/assessment')({
  component: function AssessmentPage() {
    const { data: user } = useUserInfo();
    return (
      <div className="container page">
        <PageHeading title="生涯测评" subtitle="三项科学的生涯测评，帮助你认识兴趣、性格与优势智能。答案会随时保存在本设备上，断网也不会丢失。" />
        <AssignedList userId={user?.id} />
        <XuankeNotice userId={user?.id} />
        <AssessmentCards />
        <ProfileLinks />
      </div>
    );
  },
});
