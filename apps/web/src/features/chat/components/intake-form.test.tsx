import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInLanguage } from '../../payments/components/render-in-language';
import type { IntakeValues } from '../intake-values';
import { IntakeForm } from './intake-form';

const empty: IntakeValues = {
  name: '',
  gender: '',
  birthDate: '',
  birthTime: '',
  birthTimeUnknown: false,
  birthPlace: '',
  placeId: null,
};

describe('IntakeForm', () => {
  it('shows a message under every empty field and does not submit', async () => {
    const onSubmit = vi.fn();
    renderInLanguage(
      <IntakeForm initialValues={empty} pending={false} failure={null} onSubmit={onSubmit} />,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Start chat' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Please enter your name.');
    expect(screen.getByLabelText('Gender')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please enter your date of birth.')).toBeInTheDocument();
    expect(screen.getByText(/Please enter your birth time/)).toBeInTheDocument();
    expect(screen.getByText('Please enter your place of birth.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits a prefilled form once the birth time is marked unknown', async () => {
    const onSubmit = vi.fn();
    renderInLanguage(
      <IntakeForm
        initialValues={{
          ...empty,
          name: 'Asha',
          gender: 'FEMALE',
          birthDate: '1990-04-12',
          birthPlace: 'Pune',
        }}
        pending={false}
        failure={null}
        onSubmit={onSubmit}
      />,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Start chat' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Time of birth')).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByLabelText("I don't know my birth time"));
    expect(screen.getByLabelText('Time of birth')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Start chat' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Asha',
      gender: 'FEMALE',
      birthDate: '1990-04-12',
      birthTime: '',
      birthTimeUnknown: true,
      birthPlace: 'Pune',
      placeId: null,
    });
  });

  it('labels and explains in German under /de', async () => {
    const onSubmit = vi.fn();
    renderInLanguage(
      <IntakeForm initialValues={empty} pending={false} failure={null} onSubmit={onSubmit} />,
      'de',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Chat starten' }));
    expect(screen.getByLabelText('Geburtsort')).toHaveAccessibleDescription(
      'Stadt und Land, z. B. Mumbai, Indien Bitte gib deinen Geburtsort ein.',
    );
    expect(screen.getByText('Bitte gib dein Geburtsdatum ein.')).toBeInTheDocument();
  });
});
