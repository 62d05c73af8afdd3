import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { TemplatesPage } from '../assessments/TemplatesPage';
import { GoalPage } from './GoalPage';
import { GoalsPage } from './GoalsPage';

/** The Goals section: the practice's goals, one goal's page, and the assessment templates. */
export function GoalsSection() {
  return (
    <Routes>
      <Route index element={<GoalsPage />} />
      <Route path="templates" element={<TemplatesPage />} />
      <Route path=":id" element={<GoalPage />} />
    </Routes>
  );
}

/** Switches between the goals list and the assessment templates. */
export function GoalsTabs() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onTemplates = useLocation().pathname.endsWith('/templates');
  return (
    <Tabs value={onTemplates ? 'templates' : 'goals'} onChange={(value) => navigate(value === 'templates' ? '/goals/templates' : '/goals')}>
      <Tabs.List>
        <Tabs.Tab value="goals">{t('goals.tabs.goals')}</Tabs.Tab>
        <Tabs.Tab value="templates">{t('goals.tabs.templates')}</Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
}
