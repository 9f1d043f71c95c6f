import { Button, Checkbox, Group, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useGamesAdminActions, type AdminCatalogueGame } from './games-admin-api.ts';
import { NamesFields, Thumb } from './games-admin-ui.tsx';
import { useEditForm } from './use-edit-form.ts';

type Flag = 'hot' | 'new' | 'active';
const FLAGS: readonly Flag[] = ['active', 'hot', 'new'];

/** A catalogue game: its names in the four languages, image, category, hot/new, open or closed, order. */
export function GameForm({ game, onClose }: { game: AdminCatalogueGame; onClose: () => void }) {
  const { updateGame } = useGamesAdminActions();
  const { t, values, setValues, fieldError, namesErrors, onSubmit } = useEditForm(
    {
      names: game.names,
      image: game.image,
      category: game.category ?? '',
      hot: game.hot,
      new: game.new,
      active: game.active,
      sortOrder: game.sortOrder,
    },
    updateGame,
    (values) => ({
      provider: game.provider,
      gameId: game.gameId,
      ...values,
      image: values.image.trim(),
      category: values.category.trim() || null,
    }),
    onClose,
  );
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="sm">
        <NamesFields
          names={values.names}
          onChange={(names) => setValues({ ...values, names })}
          errors={namesErrors}
          testId="game"
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('games.image')}
            value={values.image}
            error={fieldError('image')}
            leftSection={<Thumb src={values.image} size={22} />}
            onChange={(event) => setValues({ ...values, image: event.currentTarget.value })}
          />
          <TextInput
            label={t('games.category')}
            value={values.category}
            error={fieldError('category')}
            onChange={(event) => setValues({ ...values, category: event.currentTarget.value })}
          />
          <NumberInput
            label={t('games.sortOrder')}
            value={values.sortOrder}
            min={0}
            max={100_000}
            allowDecimal={false}
            onChange={(value) => setValues({ ...values, sortOrder: typeof value === 'number' ? value : 0 })}
          />
        </SimpleGrid>
        <Group>
          {FLAGS.map((flag) => (
            <Checkbox
              key={flag}
              label={t(`games.flags.${flag}`)}
              checked={values[flag]}
              data-testid={`game-flag-${flag}`}
              onChange={(event) => setValues({ ...values, [flag]: event.currentTarget.checked })}
            />
          ))}
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={updateGame.isPending} data-testid="game-save">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
