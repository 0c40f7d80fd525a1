import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from '@/stores/auth';
import { jsonResponse, stubApi } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AddReviewForm } from './AddReviewForm';

const ADDED = 'Your review has been added successfully and will appear when approved!';

const renderForm = () => renderWithProviders(<AddReviewForm productId="prod_1" />);

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

describe('AddReviewForm', () => {
  it("shows each field's message, 'Rating is required.' without stars, and sends nothing", async () => {
    signIn('Bearer t');
    const calls = stubApi({});
    renderForm();
    expect(screen.getByLabelText('Will you recommend this product?')).toHaveValue('1');

    await userEvent.click(screen.getByRole('button', { name: 'Publish Review' }));

    expect(await screen.findByText('Title is required.')).toBeInTheDocument();
    expect(screen.getByText('Review is required.')).toBeInTheDocument();
    expect(screen.getByText('Rating is required.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("publishes the review without HTML, shows the server's message and clears the form", async () => {
    signIn('Bearer t');
    const calls = stubApi({ 'POST /api/review/add': jsonResponse(200, { success: true, message: ADDED }) });
    renderForm();

    await userEvent.type(screen.getByLabelText('Title'), '<b>Sturdy</b> jiko');
    await userEvent.type(screen.getByLabelText('Comment'), 'Cooks <i>evenly</i>.');
    await userEvent.click(await screen.findByRole('radio', { name: '4 stars' }));
    await userEvent.selectOptions(screen.getByLabelText('Will you recommend this product?'), 'No');
    await userEvent.click(screen.getByRole('button', { name: 'Publish Review' }));

    expect(await screen.findByText(ADDED)).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ product: 'prod_1', title: 'Sturdy jiko', review: 'Cooks evenly.', rating: 4, isRecommended: 0 });
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue(''));
    expect(screen.getByLabelText('Comment')).toHaveValue('');
    expect(screen.getByLabelText('Will you recommend this product?')).toHaveValue('1');
  });

  it("shows the server's refusal", async () => {
    signIn('Bearer t');
    stubApi({ 'POST /api/review/add': jsonResponse(400, { error: 'You have already reviewed this product.' }) });
    renderForm();
    await userEvent.type(screen.getByLabelText('Title'), 'Again');
    await userEvent.type(screen.getByLabelText('Comment'), 'Still good.');
    await userEvent.click(await screen.findByRole('radio', { name: '5 stars' }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish Review' }));
    expect(await screen.findByText('You have already reviewed this product.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Again');
  });
});
